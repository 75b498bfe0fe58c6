/** Words of the outlets page and its script. */
export const outletMessages = {
  filterLabel: 'Show outlets in',
  listLabel: 'Outlets',
  allDivisions: 'All divisions',
  showing: (shown: number, total: number) => (shown === total ? `${total} outlets` : `${shown} of ${total} outlets`),
  mapTitle: 'Map of our outlets in Bangladesh',
  mapDescription: (names: string) => `Kolom outlets are in ${names}.`,
  directions: 'Directions',
  directionsTo: (name: string) => `Directions to ${name} (opens Google Maps)`,
  call: 'Call',
  hours: 'Opening hours',
  closed: 'Closed',
  openNow: 'Open now',
  closesAt: (time: string) => `closes at ${time}`,
  closedNow: 'Closed now',
  opensAt: (day: string, time: string) => `opens ${day} at ${time}`,
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;
