import { defineIsland } from '../islands/island.tsx';
import { LevelTest } from './LevelTest.tsx';

/** The level test's page only: its script loads nowhere else. */
export default defineIsland('level-test', LevelTest);
