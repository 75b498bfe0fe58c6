import { describe, expect, it } from 'vitest';
import { banglaStem, stemSearchText } from '../../api/db/bangla-stem.ts';

/* Issue 24 §6: the endings a Bangla shopper types, taken off before either search sees the word. */
describe('a Bangla search word without its ending', () => {
  it('loses the plural, the classifier and the case endings of a noun', () => {
    const stems: Record<string, string> = {
      কলমের: 'কলম', কলমগুলো: 'কলম', কলমগুলোর: 'কলম', কলমে: 'কলম', খাতাটি: 'খাতা', খাতার: 'খাতা', খাতাগুলিতে: 'খাতা',
      ব্যাগে: 'ব্যাগ', ফাইলটা: 'ফাইল', বাচ্চাদের: 'বাচ্চা', পেন্সিলের: 'পেন্সিল', ডায়েরির: 'ডায়েরি', কাগজকে: 'কাগজ',
      খাতাতে: 'খাতা', 'ব\u0987\u09AF\u09BC\u09C7': 'ব\u0987', 'খাতা\u09AF\u09BC': 'খাতা', 'ব\u0987\u09AF\u09BC\u09C7\u09B0': 'ব\u0987', // বইয়ের
      // ড় as the catalogue writes it (NFC: ড with a nukta) takes the locative like any consonant
      'কাপ\u09A1\u09BC\u09C7\u09B0': 'কাপ\u09A1\u09BC', 'কাপ\u09A1\u09BC\u09C7': 'কাপ\u09A1\u09BC', // কাপড়ের, কাপড়ে
    };
    for (const [word, stem] of Object.entries(stems)) expect({ word, stem: banglaStem(word) }).toEqual({ word, stem });
  });

  it('reads ড়, ঢ় and য় typed as one letter (U+09DC, U+09DD, U+09DF) as the catalogue writes them, with a nukta', () => {
    // Some keyboards send the one-letter forms; NFC, the catalogue's form, writes the letter and a nukta.
    expect(stemSearchText('কাপ\u09DC\u09C7\u09B0')).toBe('কাপ\u09A1\u09BC'); // কাপড়ের
    expect(stemSearchText('ব\u0987\u09DF\u09C7\u09B0')).toBe('ব\u0987'); // বইয়ের
    expect(stemSearchText('ব\u0987\u09DF\u09C7')).toBe('ব\u0987'); // বইয়ে: after a vowel the locative is য়ে
    expect(stemSearchText('\u09DF')).toBe('\u09AF\u09BC');
  });

  it('counts what is left in letters, not code points, never leaves half a conjunct, and lets the longest ending decide', () => {
    // Words whose last letters only look like an ending: their vowel signs are no letters, so
    // "কা" is not enough of "কাটার" (a cutter) to be a word, and "পোস্" would end in the hasanta
    // (or in the hasanta and a joiner); the word then keeps the র too, as the ি of "বাটি" (a bowl).
    const kept = ['কাটার', 'লিটার', 'মিটার', 'পোস্টার', 'পোস্\u200Cটার', 'পোস্\u200Dটার', 'বাটি', 'ফিতে', 'কাকে'];
    for (const word of kept) expect({ word, stem: banglaStem(word) }).toEqual({ word, stem: word });
    // Two letters are enough for the locative of a short noun: a cup, an envelope.
    expect(banglaStem('কাপে')).toBe('কাপ');
    expect(banglaStem('খামে')).toBe('খাম');
  });

  it('keeps a word with no ending, too short a rest, an ending where the rest cannot take it, and every other script', () => {
    for (const word of ['কলম', 'খাতা', 'ডায়েরি', 'রঙ', 'টি', 'বের', 'কে', 'pen', 'Deli', 'gift-box', '১২০৫', '', 'ক্যালকুলেটর']) expect(banglaStem(word)).toBe(word);
    // A genitive র follows a vowel, a locative ে a consonant: neither after the virama (half a conjunct).
    expect(banglaStem('কম্\u09C7')).toBe('কম্\u09C7');
    expect(banglaStem('কলম্র')).toBe('কলম্র');
  });

  it('takes each word of a query on its own, keeping the spaces and the other words', () => {
    expect(stemSearchText('লাল কলমের খাতাটি')).toBe('লাল কলম খাতা');
    expect(stemSearchText('gift  box')).toBe('gift  box');
    expect(stemSearchText(' কলমের ')).toBe(' কলম ');
  });
});
