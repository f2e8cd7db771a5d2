import dayjs from 'dayjs';
import 'dayjs/locale/it';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Where the network's users live: every time the screens show or take is a Rome time, stored in UTC. */
export const ROME = 'Europe/Rome';

/** dayjs with the UTC and time-zone plugins and the Italian locale (weeks start on Monday). */
export { dayjs };
