import { journeys } from "./journeys";

journeys("webkit", 5);
