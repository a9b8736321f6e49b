/** Comments and replies on pins (issue 20): the types, Pin.comments and the writes. */
import './comment.ts';
import './mutations.ts';
