export { Countdown } from './Countdown';
export type { CountdownProps } from './Countdown';
export { countdownAnnouncement, endOfWeek, timeRemaining } from './countdownTime';
export type { TimeRemaining } from './countdownTime';
