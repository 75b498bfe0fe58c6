import { describe, expect, it } from 'vitest';
import { banglaStem, stemSearchText } from '../../api/db/bangla-stem.ts';

/* Issue 24 §6: the endings a Bangla shopper types, taken off before either search sees the word. */
describe('a Bangla search word without its ending', () => {
  it('loses the plural, the classifier and the case endings of a noun', () => {
    const stems: Record<string, string> = {
      কলমের: 'কলম', কলমগুলো: 'কলম', কলমগুলোর: 'কলম', কলমে: 'কলম', খাতাটি: 'খাতা', খাতার: 'খাতা', খাতাগুলিতে: 'খাতা',
      ব্যাগে: 'ব্যাগ', ফাইলটা: 'ফাইল', বাচ্চাদের: 'বাচ্চা', পেন্সিলের: 'পেন্সিল', ডায়েরির: 'ডায়েরি', কাগজকে: 'কাগজ',
      // য় written as one letter (U+09DF) and as য with a nukta
      'ব\u0987\u09DF\u09C7\u09B0': 'ব\u0987', 'ব\u0987\u09AF\u09BC\u09C7\u09B0': 'ব\u0987',
    };
    for (const [word, stem] of Object.entries(stems)) expect({ word, stem: banglaStem(word) }).toEqual({ word, stem });
  });

  it('keeps a word with no ending, too short a rest, an ending where the rest cannot take it, and every other script', () => {
    for (const word of ['কলম', 'খাতা', 'ডায়েরি', 'রঙ', 'টি', 'বের', 'কে', 'pen', 'Deli', 'gift-box', '১২০৫', '']) expect(banglaStem(word)).toBe(word);
    // A genitive র follows a vowel, a locative ে a consonant: neither after the virama (half a conjunct).
    expect(banglaStem('কম্\u09C7')).toBe('কম্\u09C7');
    expect(banglaStem('কলম্র')).toBe('কলম্র');
  });

  it('only ever widens a search: the stem is the start of the word as typed', () => {
    for (const word of ['কলমের', 'খাতাগুলিতে', 'বাচ্চাদের', 'মার্কার', 'pencil']) expect(word.startsWith(banglaStem(word))).toBe(true);
  });

  it('takes each word of a query on its own, keeping the spaces and the other words', () => {
    expect(stemSearchText('লাল কলমের খাতাটি')).toBe('লাল কলম খাতা');
    expect(stemSearchText('gift  box')).toBe('gift  box');
    expect(stemSearchText(' কলমের ')).toBe(' কলম ');
  });
});
