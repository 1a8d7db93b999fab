import { journeys } from "./journeys";

journeys("firefox", 3);
