// English texts of the public site (a chunk of its own; see messages.ts).
import en from '../../schemas/messages/en.json?site';

export default en;
