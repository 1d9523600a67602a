// What framer-motion needs to animate, loaded on demand by LazyMotion (components/ui/motion-scope.tsx).
import { domAnimation } from "framer-motion";

export default domAnimation;
