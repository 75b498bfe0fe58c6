import { Fragment } from 'react';
import { formatNumber } from '../lib/messages/format.ts';
import { localName, localText, nameLang, textLang } from '../lib/i18n/names.ts';

/** What an order line is: its product's name and, where it has them, its options ("Size: A5, Color: Blue"). */
interface Props { line: { name: string; nameBn?: string | undefined; options?: string; optionsBn?: string | undefined } }

/**
 * An order line's name and options (issue 24 §4): on a Bangla page, the Bangla the order kept when it
 * was placed, else the English, marked `lang="en"` (an order from before the shop kept its Bangla).
 */
export default function LineName({ line }: Props) {
  const options = line.options ? localText(line.options, line.optionsBn) : '';
  return (
    <>
      <span lang={nameLang(line)}>{localName(line)}</span>
      {options && <> · <span lang={textLang(line.optionsBn)}>{options}</span></>}
    </>
  );
}

/** Order lines with their quantities, one after another: "Matador Notebook × 2, Deli Gel Pen × 1". */
export function LinesWithQuantities({ lines }: { lines: readonly (Props['line'] & { quantity: number })[] }) {
  return <>{lines.map((line, index) => <Fragment key={index}>{index > 0 && ', '}<LineName line={line} /> × {formatNumber(line.quantity)}</Fragment>)}</>;
}
