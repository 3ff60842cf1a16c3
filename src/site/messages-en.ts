// English texts of the public site (a chunk of its own; see messages.ts).
import { publicSite, siteBlocks } from '../../schemas/messages/en.json';

export default { publicSite, siteBlocks };
