// Speakers (spec 3 §7 Speakers): the shared meeting-resource calls plus the avatar upload.
import type { FastifyInstance } from 'fastify';
import { meetingResource } from './resource';
import { imageUploadRoute } from './image-routes';

export function speakerRoutes(app: FastifyInstance) {
  meetingResource(app, {
    entity: 'speaker', base: '/api/speakers', tag: 'speakers', saveBody: 'speaker.save', notFoundKey: 'dataManagement.speakerNotFound',
    order: 'display_order, id', library: { detail: 'company', pickBody: 'speaker.fromLibrary' },
  });
  imageUploadRoute(app, {
    url: '/api/speakers/:id/avatar', entity: 'speaker', field: 'avatar', tag: 'speakers', notFoundKey: 'dataManagement.speakerNotFound',
    typeKey: 'dataManagement.avatarType', sizeKey: 'dataManagement.avatarSize',
  });
}
