/**
 * Part of `npm run build`: writes brotli (quality 11) and gzip (level 9) copies of the client
 * build's scripts and stylesheet, which the server (server/static-files.ts) serves to browsers that accept them.
 */
import { writePrecompressedCopies } from '../server/static-files';

const folder = 'build/client/assets';
const count = writePrecompressedCopies(folder);
console.log(`Compressed ${count} files in ${folder} (brotli and gzip copies)`);
