export { COMPONENT_BLOCKS, COMPONENT_TYPES } from '@shared/site-blocks';
