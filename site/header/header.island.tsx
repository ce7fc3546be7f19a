import { defineIsland } from '../islands/island.tsx';
import { Header } from './Header.tsx';

export default defineIsland('header', Header);
