// A row action's `to`: navigation inside the app's router (stories have none: they log the target).
export { useGo } from '../form/profile/useGo';
