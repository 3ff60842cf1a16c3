// DOM tests wait up to 5 s for what appears asynchronously (a dialog's form arrives with its schema):
// the default 1 s failed on a loaded CI machine though the screen was right.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
