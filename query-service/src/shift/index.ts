import { MyShiftsHttp } from './my-shifts.http';

export const shiftQueryControllers = [MyShiftsHttp];
