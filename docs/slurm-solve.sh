#!/bin/bash
# A Slurm array job that shares one `morpion-cli solve` or `enumerate` run out over K tasks,
# one part each (docs/solver.md, "Parts and combining"), then adds the parts up. Each task
# keeps its own checkpoint: a task that is preempted, requeued or stopped at its time limit
# goes on where it stopped when it runs again. Give the command and its work as the
# script's arguments, K as the array's size:
#
#   job=$(sbatch --parsable --array=1-16 slurm-solve.sh solve --variant 4D)
#   sbatch --dependency=afterok:$job --output=combine.log slurm-solve.sh combine
#
# Task I writes part-I.out (its answer, with the lines `combine` reads), part-I.checkpoint
# and its messages to part-I.log; `slurm-solve.sh combine` writes the whole answer to
# answer.txt, exactly what one run of the command would have printed (but for its
# seconds, the parts' added up), and fails when a part is missing, twice, of other work or
# not finished. K is the array's highest index: give --array=1-K (no default here, so that
# the combine job is one job); set MORPION_PARTS=K when you submit only some of the tasks
# again (--array=3,7).
#SBATCH --job-name=morpion-solve
#SBATCH --cpus-per-task=1
#SBATCH --requeue
#SBATCH --open-mode=append
#SBATCH --output=part-%a.log
set -eu
cli=${MORPION_CLI:-morpion-cli}
if [[ ${1:-} == combine ]]; then
    # The parts in their order, into answer.txt as a whole or not at all. An empty
    # part-I.out is a task killed before it printed (SIGKILL, a node lost): left out, so
    # that combine names its part as missing instead of failing on an empty file.
    mapfile -t outputs < <(find . -maxdepth 1 -name 'part-*.out' -size +0c | sort -t- -k2 -n)
    "$cli" combine "${outputs[@]}" >answer.txt.part
    grep -q '^# not complete' answer.txt.part && { cat answer.txt.part >&2; exit 1; }
    mv answer.txt.part answer.txt
    exit 0
fi
(($#)) || { echo "slurm-solve.sh: give the work, e.g. solve --variant 4D" >&2; exit 2; }
part=${SLURM_ARRAY_TASK_ID:?run this with sbatch --array=1-K}
parts=${MORPION_PARTS:-${SLURM_ARRAY_TASK_MAX:?run this with sbatch --array=1-K}}
checkpoint=part-$part.checkpoint
# A task that ran before goes on from its checkpoint.
resume=()
[[ -s $checkpoint ]] && resume=(--resume "$checkpoint")
# exec: Slurm's SIGTERM (a requeue, preemption, the time limit) reaches morpion-cli itself,
# which then saves its checkpoint and says in part-I.out that it stopped before it ends.
exec "$cli" "$@" --part "$part/$parts" --threads "${SLURM_CPUS_PER_TASK:-1}" \
    --checkpoint "$checkpoint" --checkpoint-every "${MORPION_CHECKPOINT_EVERY:-300}" "${resume[@]}" >"part-$part.out"
