import * as m from '../../paraglide/messages.js';
import { addressLabelMessages } from './address-labels.ts';
import { addressListMessages } from './address-list.ts';
import { joinTables } from './join.ts';

/** The address form's own words. */
const formMessages = {
  get formAddTitle() { return m.addresses_formAddTitle(); },
  get formEditTitle() { return m.addresses_formEditTitle(); },
  get label() { return m.addresses_label(); },
  get labelOther() { return m.addresses_labelOther(); },
  get labelOtherName() { return m.addresses_labelOtherName(); },
  get recipientName() { return m.addresses_recipientName(); },
  get phone() { return m.addresses_phone(); },
  get phoneHint() { return m.addresses_phoneHint(); },
  get placeTitle() { return m.addresses_placeTitle(); },
  get filter() { return m.addresses_filter(); },
  get filterHint() { return m.addresses_filterHint(); },
  get noMatch() { return m.addresses_noMatch(); },
  get division() { return m.addresses_division(); },
  get district() { return m.addresses_district(); },
  get area() { return m.addresses_area(); },
  get chooseDivision() { return m.addresses_chooseDivision(); },
  get chooseDistrict() { return m.addresses_chooseDistrict(); },
  get chooseDivisionFirst() { return m.addresses_chooseDivisionFirst(); },
  get chooseArea() { return m.addresses_chooseArea(); },
  get chooseDistrictFirst() { return m.addresses_chooseDistrictFirst(); },
  get cityAreas() { return m.addresses_cityAreas(); },
  get upazilas() { return m.addresses_upazilas(); },
  get placesLoading() { return m.addresses_placesLoading(); },
  get placesFailed() { return m.addresses_placesFailed(); },
  get addressLine() { return m.addresses_addressLine(); },
  get addressLineHint() { return m.addresses_addressLineHint(); },
  get postcode() { return m.addresses_postcode(); },
  get postcodeHint() { return m.addresses_postcodeHint(); },
  get makeThisDefault() { return m.addresses_makeThisDefault(); },
  get save() { return m.addresses_save(); },
  get saving() { return m.addresses_saving(); },
};

/**
 * Words of the address book (issue 10 §4): the list's (`address-list.ts`), the label presets'
 * (`address-labels.ts`) and the address form's. The words themselves are in
 * messages/addresses/<locale>.json, messages/address-list/<locale>.json and
 * messages/address-labels/<locale>.json (Paraglide JS).
 */
export const addressMessages = joinTables(joinTables(addressListMessages, addressLabelMessages), formMessages);
