/** Spanish labels of the domain catalogs' translation keys (the English ones live in the catalogs). */
export const spanishCatalogLabels: Readonly<Record<string, string>> = {
  'relationship.otherRelative': 'Otro familiar',
  'relationship.noRelation': 'Sin parentesco',
  'relationship.self': 'Uno mismo',
  'profession.personalSupportWorker': 'Auxiliar de atención personal',
  'profession.registeredPracticalNurse': 'Enfermero técnico titulado',
  'profession.registeredNurse': 'Enfermero titulado',
  'profession.certifiedCaregiver': 'Cuidador certificado',
  'role.admin': 'Administrador',
  'role.user': 'Usuario',
  'role.agency': 'Agencia',
  'role.agencyAgent': 'Agente de agencia',
  'role.provider': 'Proveedor de atención domiciliaria',
  'role.partner': 'Socio',
  'role.partnerAgent': 'Agente del socio',
  'role.caregiver': 'Cuidador',
  'careService.default': 'Predeterminado',
  'careService.additionalGuaranty': 'Garantía adicional',
  'careService.homeSupport': 'Apoyo en el hogar',
  'careService.nursing': 'Enfermería',
  'careService.respiteCare': 'Cuidado de respiro',
  'careService.liveInCare': 'Cuidado interno',
  'careService.footCare': 'Cuidado de los pies',
  'assessmentStatus.pending': 'Pendiente',
  'assessmentStatus.scheduled': 'Programada',
  'assessmentStatus.approved': 'Aprobada',
  'assessmentStatus.active': 'Activa',
  'assessmentStatus.cancelled': 'Cancelada',
  'assessmentStatus.completed': 'Completada',
  'assessmentStatus.requested': 'Solicitada',
  'noteVisibility.careTeam': 'Equipo de cuidado',
  'noteVisibility.author': 'Solo el autor',
  'noteVisibility.anyone': 'Cualquiera con acceso al paciente',
  'noteVisibility.agency': 'La agencia del paciente',
  'noteVisibility.partner': 'El socio vinculado',
  'noteVisibility.administrator': 'Administradores',
  // Statuses, reasons and note facts the exports name (report-export.ts), in the console's words for them.
  'referralStatus.open': 'Abierta',
  'referralStatus.hold': 'En espera',
  'referralStatus.closed': 'Cerrada',
  'referralMetric.averageHospitalLengthOfStay': 'Estancia media en el hospital',
  'referralMetric.hchLengthOfStay': 'Estancia en el hogar HCH',
  'referralMetric.createdToOnSiteVisit': 'De la creación a la visita presencial',
  'referralMetric.createdToApproved': 'De la creación a la aprobación',
  'referralMetric.createdToAccepted': 'De la creación a la aceptación',
  'referralMetric.createdToMoveIn': 'De la creación a la mudanza',
  'closeReason.dischargedToPartnerHome': 'Alta a un hogar asociado',
  'closeReason.dischargedToNonPartnerHome': 'Alta a un hogar no asociado',
  'closeReason.amaDischarge': 'Alta voluntaria contra el criterio médico',
  'closeReason.transferredToHospice': 'Traslado a un centro de cuidados paliativos',
  'closeReason.dischargedToSkilledNursing': 'Alta a un centro de enfermería especializada',
  'closeReason.other': 'Otro',
  'postingStatus.draft': 'Borrador',
  'postingStatus.open': 'Abierta',
  'postingStatus.onHold': 'En espera',
  'postingStatus.filled': 'Cubierta',
  'postingStatus.closed': 'Cerrada',
  'paymentState.unpaid': 'Pendiente',
  'paymentState.paid': 'Pagado',
  'paymentState.voided': 'Anulado',
  'caregiverStatus.pending': 'Pendiente',
  'caregiverStatus.hired': 'Contratado',
  'caregiverStatus.notHired': 'No contratado',
  'caregiverStatus.offBoarded': 'Dado de baja',
  'noteKind.patient': 'Paciente',
  'noteKind.hub': 'Centro',
  'noteKind.cluster': 'Agrupación',
  'notePublication.draft': 'Borrador',
  'notePublication.published': 'Publicada',
};

/** The care services SPEC.md leaves unnamed follow one pattern in every language. */
export const spanishLabel = (translationKey: string, english: string): string => {
  const named = spanishCatalogLabels[translationKey];
  if (named !== undefined) return named;
  const unnamedService = /^Care service (\d+)$/.exec(english);
  return unnamedService ? `Servicio de cuidado ${unnamedService[1]}` : english;
};

type Texts = readonly [key: string, enUS: string, enCA: string, es: string];

/** Words of the public landing and search forms, where Canada and the US differ too. */
export const interfaceTexts: Readonly<Record<string, readonly Texts[]>> = {
  common: [
    ['geography.country', 'Country', 'Country', 'País'],
    ['geography.province', 'State', 'Province', 'Comunidad autónoma'],
    ['geography.city', 'City', 'City', 'Ciudad'],
    ['geography.postalCode', 'ZIP code', 'Postal code', 'Código postal'],
    ['action.search', 'Search', 'Search', 'Buscar'],
    ['action.signIn', 'Sign in', 'Sign in', 'Iniciar sesión'],
    ['action.save', 'Save', 'Save', 'Guardar'],
    ['action.cancel', 'Cancel', 'Cancel', 'Cancelar'],
  ],
  landing: [
    ['hero.title', 'Care that fits your family', 'Care that fits your family', 'Cuidado a la medida de su familia'],
    ['hero.subtitle', 'Find homecare, shared living and adult day programs near you.', 'Find homecare, shared living and adult day programmes near you.', 'Encuentre atención domiciliaria, vivienda compartida y centros de día cerca de usted.'],
    ['search.homecare', 'Homecare', 'Home care', 'Atención domiciliaria'],
    ['search.sharedLiving', 'Shared living', 'Shared living', 'Vivienda compartida'],
    ['search.dayProgram', 'Adult day program', 'Adult day programme', 'Centro de día'],
  ],
};
