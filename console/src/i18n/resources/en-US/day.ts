export default {
  title: 'My day',
  previous: 'Previous day',
  next: 'Next day',
  days: 'Days',
  today: 'Today',
  loading: 'Loading',
  shifts: {
    title: 'Shifts',
    none: 'No shifts on this day.',
    unnamedPatient: 'Patient',
    source: { posting: 'Posting', assessment: 'Assessment' },
  },
};
