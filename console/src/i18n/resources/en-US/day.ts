export default {
  title: 'My day',
  previous: 'Previous day',
  next: 'Next day',
  days: 'Days',
  today: 'Today',
  loading: 'Loading',
  doses: {
    title: 'Medication due',
    none: 'No dose is due on this day.',
  },
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
