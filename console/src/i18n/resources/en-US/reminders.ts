export default {
  title: 'Reminders',
  loading: 'Loading reminders',
  none: 'Nothing is due for you within the hour.',
  unnamedPatient: 'Patient',
  source: { task: 'Task', dose: 'Medication dose' },
  dueAt: 'Due {{when}}',
  read: 'read',
  markRead: 'Mark read',
  markReadOf: 'Mark read: {{title}}',
};
