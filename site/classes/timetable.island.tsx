import { defineIsland } from '../islands/island.tsx';
import { Timetable } from './Timetable.tsx';

/** The group lessons' and the club's timetables: its script loads nowhere else. */
export default defineIsland('timetable', Timetable);
