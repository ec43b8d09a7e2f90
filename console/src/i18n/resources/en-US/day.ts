export default {
  title: 'My day',
  previous: 'Previous day',
  next: 'Next day',
  days: 'Days',
  today: 'Today',
  loading: 'Loading',
  tasks: {
    title: 'Tasks due',
    none: 'No open task is due.',
  },
  shifts: {
    title: 'Shifts',
    none: 'No shifts on this day.',
    unnamedPatient: 'Patient',
    source: { posting: 'Posting', assessment: 'Assessment' },
  },
};
