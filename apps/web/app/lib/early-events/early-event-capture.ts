/**
 * What a visitor does before React hydrates the page, kept to be done again once it has (issue 16;
 * the technique of Google's jsaction and Angular's event replay). The server writes
 * EARLY_EVENT_CAPTURE_SCRIPT into the document's head; `startEarlyEventHandover` takes the records
 * just before React starts hydrating, and `replayEarlyEvents` takes the rest and stops the capture
 * once React has committed the page (docs/decisions/0021-nothing-lost-before-hydration.md,
 * docs/decisions/0066-early-clicks-held-until-hydrated.md).
 */

/**
 * The global the inline script leaves behind: a function that returns the records so far. Called
 * without an argument (hydration starts) it goes on holding clicks and submits, now away from
 * React too, but leaves typing and select choices to React; called with `true` (React has
 * committed the page) it stops.
 */
export const EARLY_EVENTS_GLOBAL = '__tmEarlyEvents'

/**
 * The controls whose clicks are recorded. Links are left alone (they work natively), and so are
 * submit buttons: the form's submit event is recorded instead.
 */
export const CAPTURED_CONTROLS =
  'button,[role=button],[role=tab],[role=checkbox],[role=switch],[role=combobox],[role=option],input[type=checkbox],input[type=radio]'

/**
 * The attribute that leaves the controls inside an element to the browser: uncontrolled radios and
 * boxes whose tick is the state (a form that reveals its fields by CSS), which React takes as they
 * are when it hydrates. Stopping their click would only freeze the form until the scripts arrive.
 */
export const NATIVE_BEFORE_HYDRATION_ATTRIBUTE = 'data-native-before-hydration'

/**
 * Kept short (it is in every page, well under 1 KB): on document, in the capture phase,
 * - a submit is stopped and recorded (the latest per form, with the button that sent it);
 * - a click on a control is stopped (a box's tick is undone) and recorded, unless it is a submit
 *   button, lands on a link inside the control, or sits in a NATIVE_BEFORE_HYDRATION_ATTRIBUTE
 *   element; the press that starts it (pointerdown) is kept from React too, not from
 *   the browser (focus still moves): a control that acts on a mouse's press and ignores its click,
 *   as the kit's select does, would otherwise see half a press mid-hydration — React ran its
 *   pointerdown on a part it hydrated on the spot and lost the update, and the replayed click was
 *   then ignored (the booking box's date did not open in 1 of 20 CI runs);
 * - until hydration starts, a choice in a native select is recorded with its value, and the latest
 *   text typed in a textarea: React sets a textarea whose server text is not empty back to that
 *   text when it hydrates it (inputs keep what was typed).
 * Stopped means `stopImmediatePropagation` as well: registered before React's own listeners on the
 * document, the script keeps a click made while React is hydrating from React, which would try to
 * finish hydrating on the spot and drop the click when it cannot (issue 42); the replay does it.
 */
export const EARLY_EVENT_CAPTURE_SCRIPT = `(function(){var r=[],d=document,n=["click","submit","change","input","pointerdown"],s=0;function o(t){r=r.filter(function(x){return x.t!=t})}function h(e){var t=e.target,y=e.type;if(y=="input"){if(!s&&t.tagName=="TEXTAREA"){o(t);r.push({k:"c",t:t,v:t.value})}return}if(y=="change"){if(!s&&t.tagName=="SELECT")r.push({k:"c",t:t,v:t.value});return}if(y=="submit"){e.preventDefault();e.stopImmediatePropagation();o(t);r.push({k:"s",t:t,s:e.submitter});return}var c=t.closest&&t.closest(${JSON.stringify(CAPTURED_CONTROLS)}),a=c&&t.closest("a[href]");if(!c||a&&c.contains(a)||c.form&&c.type=="submit"||c.closest("[${NATIVE_BEFORE_HYDRATION_ATTRIBUTE}]"))return;e.stopImmediatePropagation();if(y=="click"){e.preventDefault();r.push({k:"k",t:c})}}n.forEach(function(x){d.addEventListener(x,h,!0)});window.${EARLY_EVENTS_GLOBAL}=function(z){if(z)n.forEach(function(x){d.removeEventListener(x,h,!0)});s=1;var x=r;r=[];return x}})()`
