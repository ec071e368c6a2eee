/**
 * Model-based coverage for the storefront's XState machines (checkout, returns), shared by their graph tests:
 * walk the machine with @xstate/graph over an alphabet of concrete events, recording every edge taken and every
 * guard's result, then ask which states were never reached, which declared events never taken, and which guards
 * never seen both passing and failing. Only tests import this module.
 */
import { getShortestPaths, getStateNodes, type StatePath } from '@xstate/graph'
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom, StateValue } from 'xstate'

export type MachineWalk<TMachine extends AnyStateMachine> = {
  /** The machine with recording guards: walk and replay with it. */
  machine: TMachine
  /** Every result each guard gave during the walks, by guard name. */
  guardResults: Map<string, Set<boolean>>
  /** Every edge taken, as [state value, event type]. */
  edges: Map<string, [StateValue, string]>
  /** Shortest paths to every distinct state of a walk (see `walk`). */
  walk: (options: {
    input: InputFrom<TMachine>
    events: (snapshot: SnapshotFrom<TMachine>) => EventFromLogic<TMachine>[]
    serializeState?: (snapshot: SnapshotFrom<TMachine>) => string
  }) => StatePath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>[]
}

/** A walker over `machine` whose plain-function guards record their results. */
export function machineWalk<TMachine extends AnyStateMachine>(machine: TMachine): MachineWalk<TMachine> {
  const guardResults = new Map<string, Set<boolean>>()
  const edges = new Map<string, [StateValue, string]>()
  const guards = Object.entries(machine.implementations.guards).flatMap(([name, guard]) =>
    typeof guard === 'function' && !('check' in guard)
      ? [
          [
            name,
            (...args: Parameters<typeof guard>) => {
              const result = guard(...args)
              guardResults.set(name, (guardResults.get(name) ?? new Set()).add(result))
              return result
            },
          ],
        ]
      : [],
  )
  const recording = machine.provide({ guards: Object.fromEntries(guards) }) as TMachine
  return {
    machine: recording,
    guardResults,
    edges,
    walk: ({ input, events, serializeState }) =>
      getShortestPaths(recording, {
        input,
        // @xstate/graph types the walked state as the machine's `transition` result; it is the snapshot.
        events: (state) => events(state as SnapshotFrom<TMachine>),
        serializeState: (state, event, previous) => {
          if (event && previous)
            edges.set(`${JSON.stringify(previous.value)} ${event.type}`, [previous.value, event.type])
          return serializeState
            ? serializeState(state as SnapshotFrom<TMachine>)
            : JSON.stringify(state.value)
        },
      }) as StatePath<SnapshotFrom<TMachine>, EventFromLogic<TMachine>>[],
  }
}

/** A state value's node paths: `{ editing: 'items' }` is `editing` and `editing.items`. */
export function statePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`]
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [] : [`${prefix}${key}`, ...statePaths(child, `${prefix}${key}.`)],
  )
}

/** Every state node of the machine, as dotted paths. */
export function allStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.path.join('.'))
}

/** The state nodes no path reached. */
export function unreachedStates(
  machine: AnyStateMachine,
  paths: readonly { state: { value: StateValue } }[],
): string[] {
  const reached = new Set(paths.flatMap((path) => statePaths(path.state.value)))
  return allStates(machine).filter((state) => !reached.has(state))
}

/** The `state event` pairs the machine declares that no walk took. */
export function untakenEvents(
  machine: AnyStateMachine,
  edges: MachineWalk<AnyStateMachine>['edges'],
): string[] {
  const declared = getStateNodes(machine.root).flatMap((node) =>
    [...node.transitions.keys()].map((event) => `${node.path.join('.')} ${event}`),
  )
  const taken = new Set(
    [...edges.values()].flatMap(([value, event]) => statePaths(value).map((node) => `${node} ${event}`)),
  )
  return declared.filter((pair) => !taken.has(pair))
}

/** The guards seen with one result only. */
export function oneSidedGuards(guardResults: ReadonlyMap<string, ReadonlySet<boolean>>): string[] {
  return [...guardResults].filter(([, results]) => results.size < 2).map(([name]) => name)
}
