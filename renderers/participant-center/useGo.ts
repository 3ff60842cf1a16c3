export { useGo } from '../form/profile/useGo';
