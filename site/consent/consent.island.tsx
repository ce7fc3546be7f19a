import { defineIsland } from '../islands/island.tsx';
import { Consent } from './Consent.tsx';

export default defineIsland('consent', Consent);
