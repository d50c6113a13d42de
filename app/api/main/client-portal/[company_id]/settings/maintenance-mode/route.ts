export { GET, PUT } from '../../maintenance-mode/route';
