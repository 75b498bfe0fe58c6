import { describe, expect, it } from 'vitest';
import { banglaStem } from '../../api/db/bangla-stem.ts';
import { INSIDE, NONE, PHRASE_BONUS, START, WHOLE, relevance, wordMatch } from '../../api/db/search-relevance.ts';

// Issue 25 §4: the rule the API's listing orders a search by (api/db/search-relevance.ts).

describe('wordMatch', () => {
  it('tells a whole word, the start of a word, a piece inside one, and no match apart', () => {
    expect(wordMatch('Cello Gripper Ball Pen 0.5 mm', 'pen')).toBe(WHOLE);
    expect(wordMatch('Nataraj Bold Dark Pencil 4B', 'pen')).toBe(START);
    expect(wordMatch('Fresh Spiral Notebook', 'book')).toBe(INSIDE);
    expect(wordMatch('Kores Glue Stick', 'pen')).toBe(NONE);
  });

  it('ignores case, takes a plural or singular as the word itself, and splits words at punctuation', () => {
    expect(wordMatch('Faber-Castell Connector Sketch Pens', 'PEN')).toBe(WHOLE);
    expect(wordMatch('Upohar Kids Art Gift Box', 'boxes')).toBe(WHOLE);
    expect(wordMatch('Uni-ball Eye Fine Roller Pen', 'ball')).toBe(WHOLE);
    expect(wordMatch('Shapla Paper Folder (Pack of 10)', 'pack')).toBe(WHOLE);
  });

  it('matches a typed word with punctuation in it as its run of words', () => {
    expect(wordMatch('Casio fx-991EX ClassWiz', 'FX-991ex')).toBe(WHOLE);
    expect(wordMatch('Casio fx-991EX ClassWiz', 'fx-99')).toBe(START);
    expect(wordMatch('Econo Trendy Gel Pen 0.7 mm', '0.7')).toBe(WHOLE);
  });

  it('keeps Bangla words whole: vowel signs, the hasanta of a conjunct and ZWJ are part of the word', () => {
    expect(wordMatch('ইকোনো ট্রেন্ডি জেল পেন', 'পেন')).toBe(WHOLE);
    expect(wordMatch('নটরাজ বোল্ড ডার্ক পেন্সিল', 'পেন')).toBe(START);
    expect(wordMatch('রংধনু গিফট র‍্যাপিং পেপার', 'র‍্যাপিং')).toBe(WHOLE);
    expect(wordMatch('ফ্রেশ এক্সারসাইজ খাতা', 'খাতা')).toBe(WHOLE);
  });

  it('takes a Bangla word with an ending as the word itself, as a plural is in English (the API searches the stem)', () => {
    // "মার্কার" typed is searched as its stem "মার্কা" (bangla-stem.ts): the marker is still whole.
    expect(wordMatch('স্থায়ী মার্কার', banglaStem('মার্কার'))).toBe(WHOLE);
    expect(wordMatch('খাতার মলাট', banglaStem('খাতাটি'))).toBe(WHOLE);
    expect(wordMatch('খাতাদানি', 'খাতা')).toBe(START);
  });
});

describe('relevance', () => {
  const product = (name: string, category = 'Pens', brand = 'Econo') => ({ name, nameBn: '', brand, category, categoryBn: 'কলম' });

  it('sums each word’s best match in the names', () => {
    expect(relevance(product('Econo Trendy Gel Pen'), 'gel pen')).toBe(2 * WHOLE + PHRASE_BONUS);
    expect(relevance(product('Nataraj Bold Dark Pencil', 'Pencils'), 'pen')).toBe(START);
  });

  it('counts the brand or the category as at most the start of a word', () => {
    expect(relevance(product('Econo Trendy Gel Pen'), 'কলম')).toBe(START);
    expect(relevance(product('Dhaka Crafts Wooden Keepsake Box', 'Gift Boxes', 'Dhaka Crafts'), 'gift box')).toBe(START + WHOLE);
  });

  it('adds the bonus only for the words whole and side by side, in a name', () => {
    expect(relevance(product('Uni-ball Eye Fine Roller Pen'), 'ball pen')).toBe(2 * WHOLE);
    expect(relevance(product('Cello Gripper Ball Pen'), 'ball pen')).toBe(2 * WHOLE + PHRASE_BONUS);
    expect(relevance(product('Deli Travel Mug Gift Boxed', 'Mugs'), 'gift box')).toBe(WHOLE + START);
  });

  it('takes a plural or a Bangla ending in any word of the phrase as the word itself', () => {
    expect(relevance(product('Deli Pen Set'), 'pens set')).toBe(2 * WHOLE + PHRASE_BONUS);
    // "কলমের বাক্স" (a box of pens) searched as the API searches it, "কলম বাক্স" (items.ts).
    expect(relevance({ ...product('Pen Box'), nameBn: 'কলমের বাক্স' }, 'কলম বাক্স')).toBe(2 * WHOLE + PHRASE_BONUS);
  });
});
