export default {
  title: 'Find and coordinate care',
  description:
    'Careledger connects families, agencies and caregivers: search for homecare, shared living or an adult day program near you, and follow every step of the care you arrange.',
  searchTypesLabel: 'Type of care',
  searchTypes: {
    homecare: 'Homecare',
    'shared-living': 'Shared living',
    'day-program': 'Adult day program',
  },
  searchHints: {
    homecare: 'Caregivers who come to your home, from a few hours a week to around the clock.',
    'shared-living': 'A home shared with a trained host who provides daily support.',
    'day-program': 'Daytime activities, meals and care at a community center.',
  },
  location: 'Location',
  locationPlaceholder: 'City or ZIP code',
  search: 'Search',
  comingSoon: 'Search is coming soon. Sign in to manage the care you already coordinate.',
};
