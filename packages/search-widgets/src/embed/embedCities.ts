// The hotel widget's bundled city list, imported lazily so the embed build emits it as a chunk of
// its own (voyagent-embedCities.<version>.<hash>.js), fetched when a hotel widget mounts.
export { localCities } from '../cities';
