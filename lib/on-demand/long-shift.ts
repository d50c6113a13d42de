// The long-shift rule lives with the shift lifecycle (lib/shifts/long-shift.ts), which edits use too.
export { isLongShift, shiftLength, type ShiftLength } from '@/lib/shifts/long-shift';
