import { addressLabelMessages as say } from './messages/address-labels.ts';

/*
 * What an address's label says (issue 10 §4). The form's presets are saved as stable values,
 * `home` and `office`, and named in the language of the page showing them, so an address saved on
 * a Bangla page reads "Home" on an English one. A label the shopper typed is theirs: shown as typed.
 */

/** The label presets, as saved. */
export const LABEL_PRESETS = ['home', 'office'] as const;
export type LabelPreset = (typeof LABEL_PRESETS)[number];

/**
 * Saved labels that name a preset: the values, and the words the form saved before it saved values
 * (its English and Bangla names), so older addresses are shown in the page's language too.
 */
const PRESET_OF: Readonly<Record<string, LabelPreset>> = { home: 'home', office: 'office', 'বাসা': 'home', 'অফিস': 'office' };

/** The preset a saved label names (any case, spaces around ignored), if it names one. */
export function presetOf(label: string): LabelPreset | undefined {
  return Object.hasOwn(PRESET_OF, key(label)) ? PRESET_OF[key(label)] : undefined;
}

/** A preset's name in the page's language. */
export function presetName(preset: LabelPreset): string {
  return preset === 'home' ? say.labelHome : say.labelOffice;
}

/** What to show for a saved label: a preset's name in the page's language, else the label as typed. */
export function labelText(label: string): string {
  const preset = presetOf(label);
  return preset ? presetName(preset) : label;
}

// NFC: the same Bangla word can arrive composed or not, depending on the keyboard.
const key = (label: string) => label.normalize('NFC').trim().toLowerCase();
