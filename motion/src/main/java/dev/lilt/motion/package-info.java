/** Motion (tween) engine API. */
package dev.lilt.motion;
