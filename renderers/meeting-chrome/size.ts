/** The meeting header's height while it loads: the website navbar's default height plus the strip under
 *  it. Its own file, so the app's shell can keep the space free without loading the frame. */
export const HEADER_PLACEHOLDER_PX = 60 + 40;
