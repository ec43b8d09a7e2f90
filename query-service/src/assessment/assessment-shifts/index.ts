import { AssessmentShiftsHttp } from './assessment-shifts.http';

export const assessmentShiftQueryControllers = [AssessmentShiftsHttp];
