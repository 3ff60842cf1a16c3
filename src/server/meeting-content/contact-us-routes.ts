// Contact-us configuration of a meeting's website (spec 3 §7 Contact-us): read publicly by the
// site's block (once published), saved by the meeting's owner; at least one field must be shown
// (spec 3 §5) and its links follow the link policy.
import type { FastifyInstance } from 'fastify';
import type { Row } from '../db/repo';
import { route } from '../http/route';
import { AppError, fieldError } from '../http/errors';
import { done, existingMeeting, meetingOf } from './scope';
import { siteValidator } from '../website/site-schemas';
import { linkFormat } from '../../shared/links';

/** the show flags of spec 3 §3 (contact-us props) */
export const CONTACT_FLAGS = ['showCompanyName', 'showAddress', 'showPhone', 'showEmail', 'showWechat', 'showWorkingHours', 'showWebsite', 'showMap', 'showSocialMedia'];

/** The contact-us block's link props (format link in schemas/site/contact-us.json): the site draws them as links. */
const linkProps = () => Object.entries<Row>((siteValidator('site.contact-us').schema as Row).properties).filter(([, p]) => p.format === 'link').map(([k]) => k);

export function contactUsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const answer = (meetingId: number, row?: Row) => ({ meetingId, componentId: row?.component_id ?? null, ...(row?.config ?? {}), style: row?.style ?? {}, updatedAt: row?.updated_at ?? null });

  route(app, {
    method: 'GET', url: '/api/website/contact-us/:meetingId', access: 'public', tags: ['website'], answer: '{ meetingId, componentId, …config, style }',
    summary: 'The contact-us configuration of a meeting’s website (empty until saved)',
    async handler(req) {
      const meeting = await existingMeeting(ctx, req, (req.params as Row).meetingId);
      const [row] = await ctx.db.query('SELECT * FROM contact_us_configs WHERE meeting_id = $1', [meeting.id]);
      return done(answer(meeting.id, row), 'ok');
    },
  });

  route(app, {
    method: 'POST', url: '/api/website/contact-us/:meetingId', access: { meeting: ['editor'] }, tags: ['website'], body: 'contactUs.save', answer: '{ meetingId, componentId, …config, style }',
    summary: 'Save the contact-us configuration: componentId, the props (show flags and values), style; one show flag at least',
    async handler(req) {
      const meeting = await meetingOf(ctx, req);
      const { componentId, style, meetingId: _m, ...config } = req.body as Row;
      if (!CONTACT_FLAGS.some((f) => config[f] === true)) throw new AppError(400, 'dataManagement.contactNoField');
      const badLink = linkProps().find((k) => config[k] !== undefined && config[k] !== null && !linkFormat(String(config[k])));
      if (badLink) throw fieldError(`/${badLink}`, 'siteData.unsafeLink', { prop: badLink });
      const [row] = await ctx.db.query(
        `INSERT INTO contact_us_configs (meeting_id, component_id, config, style, updated_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (meeting_id) DO UPDATE SET component_id = EXCLUDED.component_id, config = EXCLUDED.config, style = EXCLUDED.style, updated_at = now() RETURNING *`,
        [meeting.id, componentId ?? null, JSON.stringify(config), JSON.stringify(style ?? {})],
      );
      return done(answer(meeting.id, row), req.t('dataManagement.saved'));
    },
  });
}
