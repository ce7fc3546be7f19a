import { defineIsland } from '../islands/island.tsx';
import { SignIn } from './SignIn.tsx';

export default defineIsland('sign-in', SignIn);
