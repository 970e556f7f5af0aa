/** A task's registry name (code, left to right) with its params under it: the task lists' and the log's cell. */
import { Text, chakra } from '@chakra-ui/react';

export function TaskCell({ taskName, params }: { taskName: string; params: string | null }) {
  return (
    <>
      <chakra.bdi dir="ltr" fontFamily="mono" fontSize="xs">
        {taskName}
      </chakra.bdi>
      {params ? (
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" dir="ltr">
          {params}
        </Text>
      ) : null}
    </>
  );
}
