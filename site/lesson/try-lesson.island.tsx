import { defineIsland } from '../islands/island.tsx';
import { TryLesson } from './TryLesson.tsx';

/** The pages with a lesson to try: its script loads nowhere else, and there at the first sign of use. */
export default defineIsland('try-lesson', TryLesson);
