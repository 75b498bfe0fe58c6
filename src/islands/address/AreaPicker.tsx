import { useState } from 'react';
import { pickerOptions, pickLevel, settleChoice, type PickerChoice } from '../../lib/area-picker.ts';
import type { Area, BdGeo } from '../../lib/bd-geo.ts';
import { addressMessages as say } from '../../lib/messages/addresses.ts';
import { Field } from '../../ui/form/index.ts';
import { SelectField } from './SelectField.tsx';

/** The place list as the form holds it: fetched when the form opens. */
export type GeoState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; geo: BdGeo };

interface Props {
  geo: GeoState;
  choice: PickerChoice;
  onChoice: (choice: PickerChoice) => void;
  onRetry: () => void;
  errors: Record<string, string>;
}

// Both names, so a shopper finds a place by the spelling they know.
const optionText = (area: Area) => `${area.name} (${area.nameBn})`;
const idOf = (value: string) => (value === '' ? null : Number(value));

/**
 * Division → district → upazila (or, in Dhaka district, a Dhaka city area), each select narrowing
 * the next (issue 10 §4), and a filter box above them: typed text in English or Bangla narrows all
 * three, and a level left with one option is chosen, so "Savar" fills the three selects.
 */
export function AreaPicker({ geo, choice, onChoice, onRetry, errors }: Props) {
  const [filter, setFilter] = useState('');
  const places = geo.status === 'ready' ? geo.geo : undefined;
  const options = places ? pickerOptions(places, choice, filter) : { divisions: [], districts: [], areaGroups: [] };
  const noMatch = places !== undefined && filter.trim() !== '' && options.divisions.length === 0;

  return (
    <fieldset className="address-form__places">
      <legend>{say.placeTitle}</legend>
      {geo.status === 'loading' && <p role="status">{say.placesLoading}</p>}
      {geo.status === 'failed' && (
        <p role="alert">
          {say.placesFailed} {geo.message}{' '}
          <button type="button" className="btn btn--ghost" onClick={onRetry}>{say.retry}</button>
        </p>
      )}
      <Field
        name="areaFilter"
        label={say.filter}
        type="search"
        autoComplete="off"
        hint={say.filterHint}
        value={filter}
        disabled={!places}
        onChange={(event) => {
          setFilter(event.target.value);
          if (places) onChoice(settleChoice(places, choice, event.target.value));
        }}
      />
      <p className="address-form__no-match" role="status">{noMatch ? say.noMatch : ''}</p>
      <SelectField
        name="divisionId"
        label={say.division}
        value={choice.divisionId ?? ''}
        disabled={!places}
        error={errors['divisionId']}
        onChange={(event) => onChoice(pickLevel(choice, 'division', idOf(event.target.value)))}
      >
        <option value="">{say.chooseDivision}</option>
        {options.divisions.map((division) => <option key={division.id} value={division.id}>{optionText(division)}</option>)}
      </SelectField>
      <SelectField
        name="districtId"
        label={say.district}
        value={choice.districtId ?? ''}
        disabled={!places || choice.divisionId === null}
        error={errors['districtId']}
        onChange={(event) => onChoice(pickLevel(choice, 'district', idOf(event.target.value)))}
      >
        <option value="">{choice.divisionId === null ? say.chooseDivisionFirst : say.chooseDistrict}</option>
        {options.districts.map((district) => <option key={district.id} value={district.id}>{optionText(district)}</option>)}
      </SelectField>
      {/* One select for both kinds: its value says which (`upazila:365`, `city:12`). */}
      <SelectField
        name="upazilaId"
        label={say.area}
        value={choice.area}
        disabled={!places || choice.districtId === null}
        error={errors['upazilaId']}
        onChange={(event) => onChoice({ ...choice, area: event.target.value })}
      >
        <option value="">{choice.districtId === null ? say.chooseDistrictFirst : say.chooseArea}</option>
        {options.areaGroups.map((group) => (
          <optgroup key={group.kind} label={group.kind === 'city' ? say.cityAreas : say.upazilas}>
            {group.options.map((option) => <option key={option.value} value={option.value}>{optionText(option.area)}</option>)}
          </optgroup>
        ))}
      </SelectField>
    </fieldset>
  );
}
