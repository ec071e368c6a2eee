export { default } from '../coming-soon/route.tsx'
