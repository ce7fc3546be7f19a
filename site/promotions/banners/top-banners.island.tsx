import { defineIsland } from '../../islands/island.tsx';
import { TopBanners } from './Banners.tsx';

export default defineIsland('top-banners', TopBanners);
