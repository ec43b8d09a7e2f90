export default {
  title: 'Dashboard',
  groups: {
    patients: 'Patients',
    care: 'Care coordination',
    referrals: 'Shared living and day programs',
    payments: 'Payments',
  },
  stats: {
    patientTrend: { label: 'Patients registered', hint: 'Every patient registered in the period.' },
    userPatient: { label: 'Family patients', hint: 'Registered by a family member.' },
    partnerPatient: { label: 'Partner patients', hint: 'Registered with a partner.' },
    careCoordination: { label: 'Assessments requested', hint: 'Assessments created in the period.' },
    active: { label: 'Active assessments', hint: 'Active at the end of the period.' },
    historical: { label: 'Assessments completed', hint: 'Completed in the period.' },
    postings: { label: 'Postings created', hint: 'Requests for care posted in the period.' },
    onHold: { label: 'On hold', hint: 'Referrals and postings on hold at the end of the period.' },
    referral: { label: 'Referrals opened', hint: 'Every referral opened in the period.' },
    sharedLiving: { label: 'Shared-living referrals', hint: 'Opened to a shared-living hub.' },
    adultDayProgram: { label: 'Day-program referrals', hint: 'Opened to an adult day program.' },
    sharedLivingReferral: { label: 'Open referrals', hint: 'Not closed at the end of the period.' },
    allCardStats: { label: 'Card payments', hint: 'Payments settled in the period.' },
  },
  trend: {
    change: '{{change}} against the {{previous}} of the period before',
    fromNone: 'None in the period before',
    noPrevious: 'No earlier period to compare with',
  },
  cards: {
    detail_one: 'Total {{amount}} · {{voided}} voided',
    detail_other: 'Total {{amount}} · {{voided}} voided',
  },
  trends: {
    title: 'New work over the period',
    series: {
      assessments: 'Assessments created',
      referrals: 'Referrals opened',
      patients: 'Patients registered',
    },
  },
  pinned: {
    title: 'Pinned questions',
    none: 'No question is pinned yet. Save one in <workbench>Analytics</workbench> and pin it to see its chart here.',
  },
};
