import { defineIsland } from '../islands/island.tsx';
import { Promotions } from './Promotions.tsx';

export default defineIsland('popups', Promotions);
