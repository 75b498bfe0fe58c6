import { labelText } from '../../lib/address-label.ts';
import type { Address } from '../../lib/contract/address.ts';
import { addressListMessages as say } from '../../lib/messages/address-list.ts';

interface Props {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onMakeDefault: () => void;
  /** Starts loading the form before Edit is pressed. */
  onWarm: () => void;
}

/** One saved address: its label (and Default), recipient, phone and place, with Edit, Make default and Delete. */
export function AddressCard({ address, busy, onEdit, onRemove, onMakeDefault, onWarm }: Props) {
  const headingId = `address-${address.id}`;
  const place = [address.areaName, address.districtName, address.divisionName].join(', ');
  // The buttons keep their short visible names; the card's heading, as their description, says which address.
  const about = { 'aria-describedby': headingId, 'aria-disabled': busy || undefined };
  return (
    <li className="address-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="address-card__title">
        {labelText(address.label)}
        {address.isDefault && <span className="address-card__default">{say.isDefault}</span>}
      </h3>
      <p className="address-card__lines">
        <span>{address.recipientName}</span>
        <span>{address.phone}</span>
        <span>{address.addressLine}</span>
        <span>{address.postcode ? `${place} ${address.postcode}` : place}</span>
      </p>
      <div className="address-card__actions">
        <button type="button" className="btn btn--ghost" {...about} onPointerEnter={onWarm} onFocus={onWarm} onClick={onEdit}>{say.edit}</button>
        {!address.isDefault && <button type="button" className="btn btn--ghost" {...about} onClick={() => !busy && onMakeDefault()}>{say.makeDefault}</button>}
        <button type="button" className="btn btn--ghost" {...about} onClick={() => !busy && onRemove()}>{say.remove}</button>
      </div>
    </li>
  );
}
